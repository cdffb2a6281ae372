// Fills theme-classic's empty SearchBar slot with our offline (Pagefind) search box.
export {default} from '@site/src/components/SearchBox';
