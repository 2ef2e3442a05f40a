import { useEffect, useRef } from 'react';

/**
 * The focus of an in-page question (Vaciar, Rechazar, Revocar, Publicar's bajas, Deshacer): once asked,
 * its answer (`answerRef`) takes the focus; closed unanswered, the focus goes back to the button that asked
 * (`askRef`) instead of dropping to the page's start with the buttons that held it.
 */
export function useQuestionFocus<
  Ask extends HTMLElement = HTMLButtonElement,
  Answer extends HTMLElement = HTMLButtonElement,
>(open: boolean) {
  const askRef = useRef<Ask>(null);
  const answerRef = useRef<Answer>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) answerRef.current?.focus();
    else if (wasOpen.current) askRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return { askRef, answerRef };
}
