import { m } from '@pentas/i18n/messages';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { AuthForms, type AuthMode } from '../auth/auth-forms';
import type { RegistrationStep } from './registration-ask';

/**
 * 'Registration Required': 'Register / Login' opens the sign-up and log-in forms in the dialog itself,
 * so the visitor never leaves the page: once signed in, the dialog closes on the same page, with the
 * cart as it was (`onSignedIn`). 'Continue Browsing' closes it.
 */
export function RegistrationDialog({
  step,
  onStepChange,
  onSignedIn,
}: {
  step: RegistrationStep;
  onStepChange: (step: RegistrationStep) => void;
  onSignedIn: () => void;
}) {
  const [mode, setMode] = useState<AuthMode>('sign-up');
  return (
    <Dialog open={step !== 'closed'} onOpenChange={(open) => !open && onStepChange('closed')}>
      <DialogContent className="max-h-[100dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{m.auth_registration_required_title()}</DialogTitle>
          <DialogDescription>{m.auth_registration_required_text()}</DialogDescription>
        </DialogHeader>
        {step === 'forms' ? (
          <AuthForms mode={mode} onModeChange={setMode} onDone={onSignedIn} />
        ) : (
          <DialogFooter>
            <Button variant="outline" onClick={() => onStepChange('closed')}>
              {m.auth_continue_browsing()}
            </Button>
            <Button onClick={() => onStepChange('forms')}>{m.auth_register_or_login()}</Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
