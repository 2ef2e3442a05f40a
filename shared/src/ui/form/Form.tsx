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
 * before the page's scripts have run (or with no script at all) neither reloads the page, losing what was
 * typed, nor sends the fields (a password) anywhere. The visitor's text stays, and the next press, once
 * the page has taken over, is handled by its component.
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
