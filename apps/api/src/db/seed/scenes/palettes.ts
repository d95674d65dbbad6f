/** Colours of the stones the demo pictures are drawn in. */

export type StoneName =
  | 'honey'
  | 'cognac'
  | 'cherry'
  | 'lemon'
  | 'green'
  | 'butterscotch'
  | 'royal'
  | 'turquoise'
  | 'onyx'
  | 'coral'
  | 'lapis'
  | 'tigerEye'
  | 'malachite';

export interface Stone {
  /** Light passes through amber: it glows on the side away from the light and in its shadow. */
  translucent: boolean;
  glow: string;
  light: string;
  mid: string;
  dark: string;
  rim: string;
  inclusions: 'spangles' | 'clouds' | 'veins' | 'flecks' | 'bands' | 'rings' | 'none';
  /** Colour of the inclusions or veins. */
  detail: string;
}

export const STONES: Record<StoneName, Stone> = {
  honey: {
    translucent: true,
    glow: '#ffe29a',
    light: '#f8b53c',
    mid: '#d9800f',
    dark: '#8a3f06',
    rim: '#4a1f03',
    inclusions: 'spangles',
    detail: '#fff1c2',
  },
  cognac: {
    translucent: true,
    glow: '#ffb35a',
    light: '#dd6d1c',
    mid: '#a2400b',
    dark: '#561c04',
    rim: '#2e0e02',
    inclusions: 'spangles',
    detail: '#ffd08a',
  },
  cherry: {
    translucent: true,
    glow: '#ff7a4d',
    light: '#c92f1c',
    mid: '#86170f',
    dark: '#430806',
    rim: '#220302',
    inclusions: 'spangles',
    detail: '#ff9f6e',
  },
  lemon: {
    translucent: true,
    glow: '#fffbd0',
    light: '#f8e46a',
    mid: '#e0b424',
    dark: '#9a6a0a',
    rim: '#5a3a04',
    inclusions: 'spangles',
    detail: '#ffffff',
  },
  green: {
    translucent: true,
    glow: '#f4f2a0',
    light: '#bdbb45',
    mid: '#7f8221',
    dark: '#3a3f0b',
    rim: '#1d2105',
    inclusions: 'spangles',
    detail: '#fbf7c0',
  },
  butterscotch: {
    translucent: false,
    glow: '#fff3c8',
    light: '#fde8a8',
    mid: '#f0bf5e',
    dark: '#b8761f',
    rim: '#6e400c',
    inclusions: 'clouds',
    detail: '#fff8e0',
  },
  royal: {
    translucent: false,
    glow: '#fffaf0',
    light: '#fdf6e6',
    mid: '#eddcb6',
    dark: '#bfa270',
    rim: '#7a6240',
    inclusions: 'clouds',
    detail: '#f5d99a',
  },
  turquoise: {
    translucent: false,
    glow: '#c8f4ec',
    light: '#8fe0d3',
    mid: '#36ad9f',
    dark: '#17706a',
    rim: '#0b3f3b',
    inclusions: 'veins',
    detail: '#3b2f22',
  },
  onyx: {
    translucent: false,
    glow: '#9a9a9e',
    light: '#55565b',
    mid: '#1c1c1f',
    dark: '#09090a',
    rim: '#000000',
    inclusions: 'none',
    detail: '#3a3a3e',
  },
  coral: {
    translucent: false,
    glow: '#ffc2a6',
    light: '#ff8b6a',
    mid: '#e0452e',
    dark: '#9c1f14',
    rim: '#560c07',
    inclusions: 'clouds',
    detail: '#ffb59a',
  },
  lapis: {
    translucent: false,
    glow: '#a9bff7',
    light: '#5b7fe0',
    mid: '#203f9e',
    dark: '#0d1d5a',
    rim: '#050c2c',
    inclusions: 'flecks',
    detail: '#f0cf6a',
  },
  tigerEye: {
    translucent: false,
    glow: '#ffe3a0',
    light: '#e6ae52',
    mid: '#9e6419',
    dark: '#452808',
    rim: '#1e1003',
    inclusions: 'bands',
    detail: '#ffd98a',
  },
  malachite: {
    translucent: false,
    glow: '#b8f0cf',
    light: '#4fc486',
    mid: '#14834c',
    dark: '#064a28',
    rim: '#022414',
    inclusions: 'rings',
    detail: '#063d22',
  },
};

export type MetalName = 'silver' | 'gold';

export interface Metal {
  light: string;
  mid: string;
  dark: string;
  shine: string;
}

export const METALS: Record<MetalName, Metal> = {
  silver: { shine: '#ffffff', light: '#e9eaec', mid: '#b3b6bb', dark: '#6d7077' },
  gold: { shine: '#fff6d2', light: '#f2d587', mid: '#c99a3a', dark: '#84601a' },
};
