// The Mantine styles the standalone trade-in gallery draws beyond the login page's (ui/sign-in.tsx):
// loaded with its chunk (ui/app/sign-in-pages.ts).
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
