import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from './button';
import { Dialog, DialogContent, DialogFooter } from './dialog';

/**
 * docs/product.md, Forms never lose work: while `dirty`, leaving the page within the app asks
 * first ("Leave without saving?"), and closing or reloading the tab gets the browser's own
 * question.
 */
export function UnsavedChangesPrompt({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older engines ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog open={blocked} onOpenChange={(open) => !open && blocked && blocker.reset()}>
      <DialogContent
        title="Leave without saving?"
        description="Your changes on this page are not saved yet. If you leave now, they are lost."
      >
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => blocked && blocker.proceed()}>
            Leave without saving
          </Button>
          <Button type="button" onClick={() => blocked && blocker.reset()}>
            Stay on this page
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
