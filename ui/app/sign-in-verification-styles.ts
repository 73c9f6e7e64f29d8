// The Mantine styles the standalone verification page draws beyond the login page's (ui/sign-in.tsx):
// loaded with its chunk (ui/app/sign-in-pages.ts).
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Image.css';
