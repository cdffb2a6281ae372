// Theme components of this plugin that the guides use in MDX.
declare module '@theme/VersionDiff' {
  import type {DiffStatus, VersionDiff} from './versionDiff';
  export default function VersionDiffTable(props: {diff: VersionDiff; status: DiffStatus}): JSX.Element;
}
