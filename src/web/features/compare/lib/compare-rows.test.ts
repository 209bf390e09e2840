import { describe, expect, it } from 'vitest';
import { compareRows, rowCount, visibleRows } from './compare-rows';

const shine = {
  specs: {
    engineDetails: { Displacement: '123.94 cc', 'Max Power': '7.9 kW', Starter: 'Self' },
    tyreDetails: { Front: '80/100-18' },
  },
};
const unicorn = {
  specs: {
    engineDetails: { Displacement: '162.71 cc', Starter: ' self ', Cooling: 'Air' },
    tyreDetails: { Front: '80/100-18' },
    frame: {},
  },
};

describe('compareRows', () => {
  const groups = compareRows([shine, unicorn]);

  it('lines up every label any model lists, group by group in the spec order', () => {
    expect(groups.map((g) => g.title)).toEqual(['Engine', 'Tyres & Brakes']);
    expect(groups[0]?.rows.map((r) => r.label)).toEqual([
      'Displacement',
      'Max Power',
      'Starter',
      'Cooling',
    ]);
  });

  it('marks a row whose values differ, a missing value included, and no other', () => {
    const engine = Object.fromEntries((groups[0]?.rows ?? []).map((r) => [r.label, r]));
    expect(engine.Displacement?.differs).toBe(true);
    expect(engine['Max Power']).toMatchObject({ values: ['7.9 kW', null], differs: true });
    expect(engine.Cooling).toMatchObject({ values: [null, 'Air'], differs: true });
    // Case and spacing typed by hand are not a difference.
    expect(engine.Starter?.differs).toBe(false);
    expect(groups[1]?.rows[0]?.differs).toBe(false);
  });

  it('keeps only the differing rows, and drops groups left empty, when asked', () => {
    expect(rowCount(groups)).toBe(5);
    const onlyDifferent = visibleRows(groups, true);
    expect(onlyDifferent.map((g) => g.title)).toEqual(['Engine']);
    expect(rowCount(onlyDifferent)).toBe(3);
    expect(visibleRows(groups, false)).toBe(groups);
  });

  it('finds nothing different between a model and itself', () => {
    expect(rowCount(visibleRows(compareRows([shine, shine, shine]), true))).toBe(0);
  });
});
