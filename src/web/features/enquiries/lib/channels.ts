import { NOTIFICATION_CHANNELS, type NotificationChannel } from '../../../../shared/enquiries';

/** The opt-in form's six boxes: 'Check all' and one per channel (SPEC §3 notifications). */
export type ChannelBox = 'all' | NotificationChannel;
export type ChannelState = Record<ChannelBox, boolean>;

function everyChannel(ticked: boolean): ChannelState {
  const state = { all: ticked } as ChannelState;
  for (const channel of NOTIFICATION_CHANNELS) state[channel] = ticked;
  return state;
}

export const NO_CHANNELS: ChannelState = everyChannel(false);

/**
 * SPEC §4: ticking 'Check all' ticks all five channels and unticking it clears them; a channel
 * ticked or unticked by hand keeps 'Check all' in step (ticked exactly when all five are).
 */
export function toggleChannel(state: ChannelState, box: ChannelBox, ticked: boolean): ChannelState {
  if (box === 'all') return everyChannel(ticked);
  const next = { ...state, [box]: ticked };
  next.all = NOTIFICATION_CHANNELS.every((channel) => next[channel]);
  return next;
}
