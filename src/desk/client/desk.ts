// The desk's only script: passkey buttons (WebAuthn through @simplewebauthn/browser). Every other
// part of the desk works without it. Enrolment posts to the page's own address, so the script
// never handles the link's token itself.
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';

interface Answer {
  ok?: boolean;
  redirect?: string;
  message?: string;
  options?: unknown;
  ceremony?: string;
}

/** The desk's own answer to a refused step, in the page's language. */
class DeskRefusal extends Error {}

async function post(url: string, body: unknown): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Answer;
  if (!response.ok) throw new DeskRefusal(answer.message ?? '');
  return answer;
}

async function signIn(): Promise<Answer> {
  const { options, ceremony } = await post('/desk/passkey/options', {});
  const response = await startAuthentication({ optionsJSON: options as never });
  return post('/desk/passkey/verify', { ceremony, response });
}

async function enrol(): Promise<Answer> {
  const here = location.pathname;
  const { options, ceremony } = await post(here, { step: 'options' });
  const response = await startRegistration({ optionsJSON: options as never });
  return post(here, { step: 'verify', ceremony, response });
}

function wire(button: HTMLButtonElement) {
  const error = button.closest('section')?.querySelector<HTMLElement>('.passkey-error');
  button.addEventListener('click', async () => {
    button.disabled = true;
    if (error) error.hidden = true;
    try {
      const answer = await (button.dataset.passkey === 'enrol' ? enrol() : signIn());
      location.assign(answer.redirect ?? '/desk');
    } catch (failure) {
      if (error) {
        // The browser's own errors are in its words, not the page's: those get the desk's message.
        error.textContent = (failure instanceof DeskRefusal && failure.message) || button.dataset.failed || '';
        error.hidden = false;
      }
      button.disabled = false;
    }
  });
}

if (browserSupportsWebAuthn()) {
  for (const element of document.querySelectorAll<HTMLElement>('.js-only')) element.hidden = false;
  for (const element of document.querySelectorAll<HTMLElement>('.no-js')) element.hidden = true;
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-passkey]')) wire(button);
}
