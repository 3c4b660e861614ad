import { useEffect, useState } from 'react';

function synthesis(): SpeechSynthesis | undefined {
  if (
    typeof window === 'undefined' ||
    !('speechSynthesis' in window) ||
    typeof SpeechSynthesisUtterance === 'undefined'
  )
    return undefined;
  return window.speechSynthesis;
}

export interface ReadAloud {
  readonly supported: boolean;
  readonly speaking: boolean;
  /** Reads the text, or stops if something is being read. */
  readonly toggle: (text: string) => void;
}

/** Reads Spanish text aloud with a Spanish voice when the system has one. */
export function useSpeechSynthesis(): ReadAloud {
  const [synth] = useState(synthesis);
  const [speaking, setSpeaking] = useState(false);

  useEffect(() => () => synth?.cancel(), [synth]);

  const toggle = (text: string) => {
    if (!synth) return;
    if (speaking) {
      synth.cancel();
      setSpeaking(false);
      return;
    }
    if (!text.trim()) return;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'es-ES';
    const voice = synth.getVoices().find((v) => v.lang.toLowerCase().startsWith('es'));
    if (voice) utterance.voice = voice;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    synth.speak(utterance);
  };

  return { supported: synth !== undefined, speaking, toggle };
}
