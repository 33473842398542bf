import type { ComponentType, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The parts of a Radix menu or popover that float beside their trigger. */
interface FloatingPrimitive<ContentProps> {
  Portal: ComponentType<{ children?: ReactNode }>;
  Content: ComponentType<ContentProps>;
}

/**
 * The content of a Radix menu or popover as every one of ours looks: in a portal, 6px from its
 * trigger, on a white bordered surface; `sizeClassName` sets its width and padding.
 */
export function floatingContent<ContentProps extends { className?: string; sideOffset?: number }>(
  primitive: FloatingPrimitive<ContentProps>,
  sizeClassName: string,
) {
  return function FloatingContent({ className, sideOffset = 6, ...props }: ContentProps) {
    const contentProps = {
      ...props,
      sideOffset,
      className: cn(
        'z-50 rounded-md border border-slate-200 bg-white shadow-lg',
        sizeClassName,
        className,
      ),
    } as ContentProps;
    return (
      <primitive.Portal>
        <primitive.Content {...contentProps} />
      </primitive.Portal>
    );
  };
}
