/** Texts of the calculator page. */
export const texts = {
  heading: "Calculadora de aire acondicionado",
} as const;
