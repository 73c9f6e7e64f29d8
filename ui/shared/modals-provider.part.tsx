// Mantine's modals' provider in a file of its own, loaded when the first modal is asked for (modals.tsx).
export { ModalsProvider } from '@mantine/modals';
