import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSignInApi } from '../adapters/di/sign-in-api';
import { createSignInPagesRouter, SignInApp } from './app/sign-in-app';
import { createSignInResolver } from './app/sign-in-resolver';
import { prefetchPanelOnInput } from './app/prefetch-panel';

// The sign-in pages on their own (issue 34): the panel's container, view models and pages are not
// part of them, nor react-router. Only the Mantine styles of the components the login page
// draws; the panel's code is fetched (not run) once the person starts typing.
const api = createSignInApi();
const resolver = createSignInResolver({ ...api, storage: window.sessionStorage });
const router = createSignInPagesRouter(resolver, api.call);
void router.start();
prefetchPanelOnInput(document);

const element = document.getElementById('root');
if (element) createRoot(element).render(<StrictMode><SignInApp resolver={resolver} router={router} /></StrictMode>);
