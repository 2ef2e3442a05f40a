import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * An in-page question (Vaciar, Rechazar, Revocar, Publicar's bajas, Deshacer): once asked, its answer
 * (`answerRef`) takes the focus; Escape inside the question's box (`questionRef`) answers «no», as its
 * Cancelar does; closed unanswered, the focus goes back to the button that asked (`askRef`) instead of
 * dropping to the page's start with the buttons that held it.
 */
export function useQuestionFocus<
  Ask extends HTMLElement = HTMLButtonElement,
  Answer extends HTMLElement = HTMLButtonElement,
  Question extends HTMLElement = HTMLDivElement,
>(open: boolean, cancel: () => void) {
  const askRef = useRef<Ask>(null);
  const answerRef = useRef<Answer>(null);
  const questionRef = useRef<Question>(null);
  const wasOpen = useRef(false);
  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    cancel();
  });
  useEffect(() => {
    if (open) answerRef.current?.focus();
    else if (wasOpen.current) askRef.current?.focus();
    wasOpen.current = open;
    const question = open ? questionRef.current : null;
    question?.addEventListener('keydown', onEscape);
    return () => question?.removeEventListener('keydown', onEscape);
  }, [open]);
  return { askRef, answerRef, questionRef };
}
