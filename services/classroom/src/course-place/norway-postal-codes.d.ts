// The package ships no types: a map from a 4-digit postal code to its city (upper case, as in Posten's register).
declare module 'norway-postal-codes' {
  const postalCodes: Readonly<Record<string, string>>;
  export default postalCodes;
}
