import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';

/**
 * docs/product.md, Roles: one role per account. A patient who wants to practise needs a second
 * account, with another email address.
 */
export default function SeparateAccountDialog({
  email,
  open,
  onOpenChange,
}: {
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="A practitioner account is a separate account"
        description={`You are signed in as a patient (${email}). To offer sessions on Wellspring, log out and sign up as a wellness professional with another email address. Your patient account and its sessions stay as they are.`}
      >
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Stay signed in</Button>
          </DialogClose>
          <Button asChild>
            <Link to="/patient-dashboard">Go to your dashboard</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
