/** The colour schemes a visitor or the owner can choose; 'system' follows the device. */
export const colorModes = ['dark', 'light', 'system'] as const;
