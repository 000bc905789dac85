import { createContext, useContext, type ComponentType } from "react";

/**
 * The props of a module screen whose route has path parameters (screens/*.screen.yaml
 * `route: /app/cms/content/page/{id}`): `ModuleScreenProps<"id">`, the values as the address has
 * them (decoded text; the screen checks their form).
 */
export interface ModuleScreenProps<P extends string> {
  params: Readonly<Record<P, string>>;
}

/** The values of the shown route's path parameters, by name (routes.tsx provides them). */
export const RouteParamsContext = createContext<Readonly<Record<string, string>>>({});

/**
 * A module screen with path parameters as the generated registry loads it: the component is
 * checked against its route's parameters (one wanting another fails tsc) and given their values,
 * which the shell provides for exactly those parameters (routes.tsx).
 */
export function withRouteParams<P extends string>(Screen: ComponentType<ModuleScreenProps<P>>): ComponentType {
  function WithRouteParams() {
    const params = useContext(RouteParamsContext) as ModuleScreenProps<P>["params"];
    return <Screen params={params} />;
  }
  WithRouteParams.displayName = `WithRouteParams(${Screen.displayName ?? Screen.name})`;
  return WithRouteParams;
}
