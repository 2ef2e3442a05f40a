import type { ComponentProps, RefObject } from 'react';

interface FormProps extends Omit<ComponentProps<'form'>, 'ref' | 'noValidate' | 'method' | 'onSubmit'> {
  /** The caller's ref to the form element, if it needs one (focus management). */
  formRef?: RefObject<HTMLFormElement | null>;
  /** What a submit does, once the page has taken over (the event itself goes no further). */
  onSend: (form: HTMLFormElement) => unknown;
}

/**
 * A <form> that validates in Spanish itself (noValidate), submitted by its component only.
 * `method="dialog"` outside a <dialog> makes the browser's own submission do nothing: a submit pressed
 * before the scripts run neither reloads the page, losing what was typed, nor sends a password anywhere.
 */
export function Form({ formRef, onSend, ...props }: FormProps) {
  return (
    <form
      ref={formRef}
      method="dialog"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSend(event.currentTarget);
      }}
      {...props}
    />
  );
}
