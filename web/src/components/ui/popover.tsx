import { Popover as Primitive } from 'radix-ui';
import { floatingContent } from './floating-content';

export const Popover = Primitive.Root;
export const PopoverTrigger = Primitive.Trigger;
export const PopoverContent = floatingContent(Primitive, 'w-72 p-4 text-sm');
