import { useRef, type ComponentProps, type RefObject } from 'react';
import { awaitingScripts, useFormTakeover } from './early-input.ts';

interface FormProps extends Omit<ComponentProps<'form'>, 'ref' | 'noValidate'> {
  /** The caller's ref to the form element, if it needs one (focus management). */
  formRef?: RefObject<HTMLFormElement | null>;
}

/**
 * A <form> that validates in Spanish itself (noValidate) and keeps a submit made before its scripts ran
 * (see early-input.ts). POST, so that a submit with no script at all never puts the fields (a password)
 * in a URL: the address bar, the history and the server's logs.
 */
export function Form({ formRef, ...props }: FormProps) {
  const ownRef = useRef<HTMLFormElement>(null);
  const ref = formRef ?? ownRef;
  useFormTakeover(ref);
  return <form ref={ref} method="post" noValidate {...awaitingScripts} {...props} />;
}
