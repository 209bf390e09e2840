import { describe, expect, it } from 'vitest';
import { NO_CHANNELS, toggleChannel, type ChannelState } from './channels';

const ALL: ChannelState = {
  all: true,
  rcs: true,
  sms: true,
  obd: true,
  email: true,
  whatsapp: true,
};

describe('the opt-in channel boxes', () => {
  it('tick all five channels when Check all is ticked', () => {
    expect(toggleChannel({ ...NO_CHANNELS, sms: true }, 'all', true)).toEqual(ALL);
  });

  it('clear all five channels when Check all is unticked', () => {
    expect(toggleChannel(ALL, 'all', false)).toEqual(NO_CHANNELS);
  });

  it('tick Check all once the fifth channel is ticked by hand', () => {
    let state = NO_CHANNELS;
    for (const channel of ['rcs', 'sms', 'obd', 'email'] as const) {
      state = toggleChannel(state, channel, true);
      expect(state.all).toBe(false);
    }
    state = toggleChannel(state, 'whatsapp', true);
    expect(state).toEqual(ALL);
  });

  it('untick Check all, and only the one channel, when a channel is unticked', () => {
    expect(toggleChannel(ALL, 'obd', false)).toEqual({ ...ALL, all: false, obd: false });
  });

  it('leave the state it was given untouched', () => {
    const before = { ...NO_CHANNELS };
    toggleChannel(before, 'sms', true);
    expect(before).toEqual(NO_CHANNELS);
  });
});
