import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { t } from '../../text';
import { isEmailAddress, normaliseEmail, type TakenEmail } from './createUserForm';
import { CheckUserEmailQuery } from './staffOnboarding.graphql';

/** How long typing must pause before the address is checked (the pickers' search debounce, §9). */
export const EMAIL_CHECK_DEBOUNCE_MS = 500;

/**
 * The live unique e-mail check (§5): once typing pauses on a well-formed address, checkUserEmail says whether someone
 * holds it, with "This user already exists" or "… will need reactivating" and the staff user to link to. `taken` is
 * the answer for the address now typed, null while it is free, unchecked or being checked. `remember` keeps what a
 * refused createUser said about an address (the server's word wins over an older check).
 */
export function useEmailCheck(email: string): { taken: TakenEmail | null; remember: (taken: TakenEmail) => void } {
  const client = useClient();
  const [answer, setAnswer] = useState<TakenEmail | { email: string; free: true } | null>(null);
  const address = normaliseEmail(email);
  const wellFormed = isEmailAddress(address);
  // bumped by `remember`: a check asked before the server's answer must not overwrite it
  const answered = useRef(0);

  useEffect(() => {
    if (!wellFormed) return;
    let current = true;
    const asked = answered.current;
    const timer = setTimeout(() => {
      void client
        .query(CheckUserEmailQuery, { email: address }, { requestPolicy: 'network-only' })
        .toPromise()
        .then((result) => {
          const check = result.data?.checkUserEmail;
          // a failed check says nothing: createUser checks again and answers on the field
          if (!current || !check || asked !== answered.current) return;
          setAnswer(
            check.available
              ? { email: address, free: true }
              : { email: address, message: check.message ?? t('hr.onboarding.error.exists'), userId: check.userId ?? null },
          );
        });
    }, EMAIL_CHECK_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, address, wellFormed]);

  const remember = useCallback((taken: TakenEmail) => {
    answered.current += 1;
    setAnswer(taken);
  }, []);
  const taken = answer && answer.email === address && !('free' in answer) ? answer : null;
  return { taken, remember };
}
