// @vitest-environment happy-dom
// Issue 20 point 16: a finished sheet kept its entry controls, dimmed and disabled (a field and
// − / + buttons per value). Inside a locked SheetLock the shared number input now shows its value
// as text with its label, no field and no buttons; reopening the sheet brings the editor back.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Stepper } from '../../../src/ui/Stepper';
import { SheetLock } from '../../../src/ui/score/SheetLock';
import { initTestI18n } from './i18n-setup';

beforeAll(() => initTestI18n());
let root: HTMLElement;
beforeEach(() => {
  act(() => render(null, document.getElementById('r') ?? document.body));
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});

function sheet(locked: boolean) {
  act(() =>
    render(
      <SheetLock locked={locked}>
        <Stepper label="Coins" who="Gleb" value={-3} onChange={() => undefined} />
        <Stepper label="Anya, round 2" compact value={12} onChange={() => undefined} />
        <Stepper label="Knights alive" value={null} onChange={() => undefined} />
      </SheetLock>,
      root,
    ),
  );
}

describe('a finished sheet reads as text', () => {
  it('locked: every value as text with its label, a missing one as "—" said as not entered; no field, no button', () => {
    sheet(true);
    expect(root.querySelectorAll('input, button')).toHaveLength(0);
    const shown = [...root.querySelectorAll('[data-testid="read-only-value"]')].map((e) => e.textContent);
    expect(shown).toEqual(['Coins \u22123', 'Anya, round 2 12', 'Knights alive —not entered']);
    expect(root.querySelector('[data-testid="locked"]')).not.toBeNull();
  });

  it('reopened: the fields and their buttons are back, with the same values', () => {
    sheet(true);
    sheet(false);
    const inputs = [...root.querySelectorAll('input')].map((i) => i.value);
    expect(inputs).toEqual(['\u22123', '12', '']);
    expect(root.querySelectorAll('button').length).toBeGreaterThan(0);
    expect(root.querySelector('[data-testid="read-only-value"]')).toBeNull();
  });
});
