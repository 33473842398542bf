import { PanelLeft } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { readCookie, writeCookie } from '@/lib/cookies';
import { useIsMobile } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { Sheet, SheetContent } from './sheet';

/** Layout constants (docs/product.md, Constants and limits). */
export const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
const SIDEBAR_STYLE = {
  '--sidebar-width': '16rem',
  '--sidebar-width-mobile': '18rem',
  '--sidebar-width-icon': '3rem',
} as CSSProperties;

interface SidebarState {
  /** Desktop: expanded (true) or collapsed to icons. */
  open: boolean;
  /** Mobile: the sheet is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return state;
}

/**
 * Holds the sidebar's state: collapsed or not on desktop (remembered in a cookie for 7 days),
 * a sheet on mobile, and Ctrl/Cmd+B to toggle whichever applies.
 */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => readCookie(SIDEBAR_COOKIE) !== 'false');
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((current) => !current);
      return;
    }
    writeCookie(SIDEBAR_COOKIE, String(!open), SIDEBAR_COOKIE_MAX_AGE);
    setOpen(!open);
  }, [isMobile, open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, openMobile, setOpenMobile, isMobile, toggle }),
    [open, openMobile, isMobile, toggle],
  );
  return (
    <SidebarContext.Provider value={value}>
      <div style={SIDEBAR_STYLE} className="flex min-h-screen w-full bg-white">
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

/** The sidebar itself: a sticky column on desktop, a sheet from the left on mobile. */
export function Sidebar({ label, children }: { label: string; children: ReactNode }) {
  const { isMobile, open, openMobile, setOpenMobile } = useSidebar();
  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side="left"
          title={label}
          data-state="expanded"
          className="group w-[18rem] gap-2 bg-slate-50 p-4"
        >
          <div className="flex flex-1 flex-col gap-2">{children}</div>
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <aside
      aria-label={label}
      data-state={open ? 'expanded' : 'collapsed'}
      className="group sticky top-0 flex h-screen shrink-0 flex-col gap-2 overflow-hidden border-r border-slate-200 bg-slate-50 p-2 transition-[width] duration-200 data-[state=collapsed]:w-[var(--sidebar-width-icon)] data-[state=expanded]:w-[var(--sidebar-width)]"
    >
      {children}
    </aside>
  );
}

export function SidebarTrigger({ className }: { className?: string }) {
  const { toggle, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-9', className)}
      onClick={toggle}
      aria-label="Toggle sidebar"
      aria-expanded={isMobile ? openMobile : open}
      aria-keyshortcuts="Control+B Meta+B"
      title="Toggle sidebar (Ctrl/Cmd+B)"
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}

/** Text that hides (but stays readable by screen readers) while the sidebar is collapsed. */
export function SidebarLabel({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span className={cn('truncate group-data-[state=collapsed]:sr-only', className)} {...props} />
  );
}

export function SidebarSection({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1', className)} {...props} />;
}

export const sidebarItemClass =
  'flex h-9 w-full items-center gap-2 rounded-md px-2.5 text-sm font-medium text-slate-800 hover:bg-slate-200/70 [&_svg]:size-4 [&_svg]:shrink-0 group-data-[state=collapsed]:justify-center group-data-[state=collapsed]:px-0';
