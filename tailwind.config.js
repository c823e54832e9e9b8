/**
 * Tailwind's settings that are not CSS: where the class names are. src/styles.css loads this file (@config)
 * and build/tailwind.mjs scans what it names. The theme tokens stay in the stylesheet's @theme block: in
 * Tailwind 4 only tokens declared there become CSS variables, which the themes, the colour picker and the
 * charts change and read at run time (a token of this file would be inlined into each utility instead).
 */
export default {
  content: ['./src/**/*.{ts,tsx}'],
};
