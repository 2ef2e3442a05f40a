/** The signed-in account in the navbar (filled by the accounts issue). */
export default function AccountWidget() {
  return null;
}
