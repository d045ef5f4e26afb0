import { act } from 'react-dom/test-utils';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestForm } from './GuestForm';

const form = (onSubmit = vi.fn()) => (
  <GuestForm onSubmit={onSubmit}>
    <input aria-label="Email" />
    <button type="submit">Sign In</button>
  </GuestForm>
);

const fieldset = (container: HTMLElement) => container.querySelector('fieldset')!;

describe('GuestForm', () => {
  const containers: HTMLElement[] = [];
  const container = (html = '') => {
    const element = document.createElement('div');
    element.innerHTML = html;
    document.body.append(element);
    containers.push(element);
    return element;
  };
  afterEach(() => {
    for (const element of containers.splice(0)) element.remove();
  });

  it('is built to HTML with its fields disabled', () => {
    const html = renderToString(form());
    expect(fieldset(container(html)).disabled).toBe(true);
  });

  it('enables its fields once the page has taken the HTML over, and then submits', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const element = container(renderToString(form(onSubmit)));
    const built = fieldset(element);
    await act(async () => {
      hydrateRoot(element, form(onSubmit));
    });
    expect(fieldset(element)).toBe(built);
    expect(built.disabled).toBe(false);
    element.querySelector('button')!.click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('has its fields enabled from the start when the page renders it alone', async () => {
    const element = container();
    await act(async () => {
      createRoot(element).render(form());
    });
    expect(fieldset(element).disabled).toBe(false);
  });
});
