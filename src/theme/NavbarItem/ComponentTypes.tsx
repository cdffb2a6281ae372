// Wrap: adds the navbar item type `custom-apiReference`, the link to the reference of the version being read.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ApiReferenceNavbarItem from '@site/src/components/ApiReferenceNavbarItem';

export default {
  ...ComponentTypes,
  'custom-apiReference': ApiReferenceNavbarItem,
};
