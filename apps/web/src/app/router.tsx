import { createBrowserRouter } from 'react-router'
import { routes } from './routes'

/** The app's data router; the route table lives in routes.tsx. */
export const router = createBrowserRouter(routes)
