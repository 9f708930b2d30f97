// @vitest-environment happy-dom
// Refusals name the player and go on in lower case after the colon; "still to enter" lists what
// is missing per player; the place list puts unplaced players last, without a place (issue 10).
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '../../../src/i18n';
import { PlaceList } from '../../../src/ui/score/PlaceList';
import { PlayerRefusal } from '../../../src/ui/score/PlayerRefusal';
import { StillMissing } from '../../../src/ui/score/StillMissing';
import { initTestI18n } from './i18n-setup';

const seats = [
  { id: 'a', name: 'Anya', color: '#c0392b' },
  { id: 'b', name: 'Boris', color: '#1f6fb2' },
];
function show(node: preact.ComponentChild): HTMLElement {
  document.body.innerHTML = '<div id="r"></div>';
  const root = document.getElementById('r')!;
  act(() => render(node, root));
  return root;
}

beforeAll(async () => {
  await initTestI18n('en');
  i18next.addResourceBundle('en', 'demo', { errors: { ERR_FULL: 'Inventory cards: {{items}}, slots: {{slots}}.', ERR_CARD: '{{card}} is listed twice.' } });
});

describe('PlayerRefusal', () => {
  it('names the player and continues in lower case', () => {
    const root = show(<PlayerRefusal game="demo" name="Boris" failure={{ ok: false, error: 'ERR_FULL', params: { items: 1, slots: 0 } }} />);
    expect(root.textContent).toBe('Boris: inventory cards: 1, slots: 0.');
  });
  it('keeps the case of a message that starts with a name put in by a parameter', () => {
    const root = show(<PlayerRefusal game="demo" name="Boris" failure={{ ok: false, error: 'ERR_CARD', params: { card: 'Crown' } }} />);
    expect(root.textContent).toBe('Boris: Crown is listed twice.');
  });
});

describe('StillMissing and PlaceList', () => {
  it('lists what each player still has to enter, and nothing once all is in', () => {
    expect(show(<StillMissing entries={[{ name: 'Boris', fields: ['coins', 'notoriety'] }]} />).textContent).toBe('Still to enterBoris: coins, notoriety');
    expect(show(<StillMissing entries={[]} />).textContent).toBe('');
  });
  it('places the complete players by rank and lists the others last, without a place', () => {
    const root = show(<PlaceList game="demo" caption="Result" seats={seats} totals={{ a: 7 }} ranking={[['a']]} pending={{ b: 'still to enter' }} />);
    expect([...root.querySelectorAll('li')].map((li) => li.getAttribute('data-testid'))).toEqual(['placed-Anya', 'pending-Boris']);
    expect(root.querySelector('[data-testid="place-Boris"]')!.textContent).toBe('—');
    expect(root.querySelector('[data-testid="total-Boris"]')).toBeNull();
    expect(root.querySelector('[data-testid="total-Anya"]')!.textContent).toBe('7');
  });
});
