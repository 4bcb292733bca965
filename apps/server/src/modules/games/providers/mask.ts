/** A username as public lists (the winner board) show it: two first and two last characters. */
export const maskUsername = (username: string) =>
  username.length <= 4 ? `${username.slice(0, 1)}***` : `${username.slice(0, 2)}***${username.slice(-2)}`;
