// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { useRoute } from '../../../src/nav/router';

function Shows() {
  const route = useRoute();
  return <p id="route">{route.name}</p>;
}

describe('useRoute', () => {
  it('a hash change between the first render and the subscription is not lost (booting app, deep link)', async () => {
    location.hash = '#/backup';
    document.body.innerHTML = '<div id="r"></div>';
    const root = document.getElementById('r')!;
    render(<Shows />, root); // effects run after paint, not yet
    expect(root.textContent).toBe('backup');
    history.replaceState(null, '', '#/history'); // no hashchange event reaches anyone
    await new Promise((r) => setTimeout(r, 150)); // preact flushes effects after the next frame
    await act(async () => undefined);
    expect(root.textContent).toBe('history');
  });
  it('follows later hash changes', async () => {
    document.body.innerHTML = '<div id="r"></div>';
    const root = document.getElementById('r')!;
    act(() => render(<Shows />, root));
    await act(async () => {
      location.hash = '#/players';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(root.textContent).toBe('players');
  });
});
