import type { RouteObject } from 'react-router';
import { industryPaths } from '@/config/industry-paths';
import { simulationPaths } from '@/config/simulation-paths';
import { PlatformAdminGuard } from './guards/platform-admin-guard';
import { RoleGuard } from './guards/role-guard';

/** The route entries of simulation training and the industrial belt map, under the antd layout (router.tsx's sessionPages). */

// Simulation training (docs/simulation.md): the area's home, 鲸创实训 and a practice, the guided flow, the back office.
const simulationHomePage = async () => ({
  Component: (await import('@/features/simulation/pages/simulation-home-page')).SimulationHomePage,
});
const whaleCreationPage = async () => ({
  Component: (await import('@/features/simulation/pages/whale-creation-page')).WhaleCreationPage,
});
const creationDetailsPage = async () => ({
  Component: (await import('@/features/simulation/pages/creation-details-page')).CreationDetailsPage,
});
const whaleFlowPage = async () => ({ Component: (await import('@/features/simulation/pages/whale-flow-page')).WhaleFlowPage });
const amazonBackOfficePage = async () => ({
  Component: (await import('@/features/simulation/pages/back-office-page')).AmazonBackOfficePage,
});
const playgroundBackOfficePage = async () => ({
  Component: (await import('@/features/simulation/pages/back-office-page')).PlaygroundBackOfficePage,
});

export const simulationRoutes: RouteObject = {
  // Simulation training needs a login, any role (docs/simulation.md: its pages are not public; else /login).
  element: <RoleGuard />,
  children: [
    { path: simulationPaths.home.path, lazy: simulationHomePage },
    { path: simulationPaths.creation.path, lazy: whaleCreationPage },
    { path: simulationPaths.details.path, lazy: creationDetailsPage },
    { path: simulationPaths.flow.path, lazy: whaleFlowPage },
    // Full screen (app/layouts/layout-rules): no site header or footer.
    { path: simulationPaths.amazonBackOffice.path, lazy: amazonBackOfficePage },
    { path: simulationPaths.playground.path, lazy: playgroundBackOfficePage },
  ],
};

// The industrial belt map (docs/industrial-belt.md): the public map, the platform admin's belts.
const industrialBeltPage = async () => ({
  Component: (await import('@/features/industry/pages/industrial-belt-page')).IndustrialBeltPage,
});
const beltAdminPage = async () => ({ Component: (await import('@/features/industry/pages/belt-admin-page')).BeltAdminPage });

export const industryRoutes: RouteObject[] = [
  // Public (config/paths isPublicPath): a visitor sees the map and a province.
  { path: industryPaths.map.path, lazy: industrialBeltPage },
  // The platform admin only (身份错误 otherwise; without a session, login first).
  { element: <PlatformAdminGuard />, children: [{ path: industryPaths.admin.path, lazy: beltAdminPage }] },
];
