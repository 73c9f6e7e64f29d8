module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: { 'mantine-breakpoint-xs': '380px', 'mantine-breakpoint-sm': '768px', 'mantine-breakpoint-md': '1024px', 'mantine-breakpoint-lg': '1200px', 'mantine-breakpoint-xl': '1367px' },
    },
  },
};
