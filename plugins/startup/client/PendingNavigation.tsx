/**
 * Stands in for Docusaurus 3.6.1's `@docusaurus/core/lib/client/PendingNavigation.js` (an alias of
 * that file, see ../index.ts). Its behaviour is upstream's: on a new location it fires the client
 * modules' `onRouteUpdate`, keeps the current page on screen while the next route's chunks load,
 * then renders the next page (or reloads when a chunk fails to load).
 *
 * The difference is what the page on screen does meanwhile. Upstream renders a react-router
 * `<Route>` set to the shown location; a `<Route>` reads the router's context, so the click that
 * changes the location renders every component of the old page that reads the location (every
 * link, code block, sidebar and table-of-contents item) once more, in the click's own task, only to
 * show the same location again. Here the context of the shown location is one object per location:
 * while the next route loads, nothing below renders (bench/report.md, "Long guides": the click's
 * own task and the restyle after it).
 */
import React, {useContext, useMemo, type ReactNode} from 'react';
import {__RouterContext as RouterContext, type RouteComponentProps} from 'react-router';
import ClientLifecyclesDispatcher, {
  dispatchLifecycleAction,
} from '@docusaurus/core/lib/client/ClientLifecyclesDispatcher';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import preload from '@docusaurus/core/lib/client/preload';

type Location = RouteComponentProps['location'];

/** The router's context with `location` as the location shown, the same object while that is the same. */
function ShownLocation({location, children}: {location: Location; children: ReactNode}) {
  const outer = useContext(RouterContext);
  // The match of a path-less `<Route>`: the router's root match, which depends on the pathname only.
  const value = useMemo(
    () => ({...outer, location}),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new object only for another location or history
    [location, outer.history],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

interface Props {
  readonly location: Location;
  readonly children: ReactNode;
}

interface State {
  readonly nextRouteHasLoaded: boolean;
}

export default class PendingNavigation extends React.Component<Props, State> {
  private previousLocation: Location | null;

  private routeUpdateCleanupCb: () => void;

  constructor(props: Props) {
    super(props);
    this.previousLocation = null;
    this.routeUpdateCleanupCb = ExecutionEnvironment.canUseDOM
      ? dispatchLifecycleAction('onRouteUpdate', {previousLocation: null, location: this.props.location})
      : () => {};
    this.state = {nextRouteHasLoaded: true};
  }

  // As upstream: a new location starts loading the next route, and the page stays as it is until then.
  override shouldComponentUpdate(nextProps: Props, nextState: State): boolean {
    if (nextProps.location === this.props.location) return nextState.nextRouteHasLoaded;
    const nextLocation = nextProps.location;
    this.previousLocation = this.props.location;
    this.setState({nextRouteHasLoaded: false});
    this.routeUpdateCleanupCb = dispatchLifecycleAction('onRouteUpdate', {
      previousLocation: this.previousLocation,
      location: nextLocation,
    });
    // Loaded even on a data-saving connection: the reader asked for this page.
    preload(nextLocation.pathname)
      .then(() => {
        this.routeUpdateCleanupCb();
        this.setState({nextRouteHasLoaded: true});
      })
      .catch((error: unknown) => {
        console.warn(error);
        // A chunk that no longer exists (a new deploy): a full load of the page instead.
        window.location.reload();
      });
    return false;
  }

  override render(): ReactNode {
    const {children, location} = this.props;
    return (
      <ClientLifecyclesDispatcher previousLocation={this.previousLocation} location={location}>
        <ShownLocation location={location}>{children}</ShownLocation>
      </ClientLifecyclesDispatcher>
    );
  }
}
