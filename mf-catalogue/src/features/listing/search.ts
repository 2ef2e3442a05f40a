/**
 * The rubro listing's own search box: the catalogue's one search (`@frio/shared/catalogue/search`: SPEC
 * §5's rules, words in any order, accents, the trade's synonyms and typos) over the rubro's list.
 */
export { isSearchActive, searchItems as searchProducts } from '@frio/shared/catalogue/search';
