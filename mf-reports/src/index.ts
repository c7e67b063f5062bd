// The asynchronous boundary lets the federation runtime settle shared singletons before any use.
void import('./standalone');
