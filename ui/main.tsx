import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const element = document.getElementById('root');
if (element) createRoot(element).render(<StrictMode><App /></StrictMode>);
