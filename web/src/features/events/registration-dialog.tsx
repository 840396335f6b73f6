import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { session, storageKeys } from '@/lib/storage';

/** 'Registration Required': shown once per browser session to visitors who open an event. */
export function RegistrationDialog({ visitor }: { visitor: boolean }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!visitor || session.get(storageKeys.registrationDialogShown)) return;
    session.set(storageKeys.registrationDialogShown, 'true');
    setOpen(true);
  }, [visitor]);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Registration Required</DialogTitle>
          <DialogDescription>
            Please register or log in before purchasing to minimize payment processing issues and ensure secure ticket
            delivery.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Continue Browsing
          </Button>
          <Button asChild>
            <a href="/api/login">Register / Login</a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
