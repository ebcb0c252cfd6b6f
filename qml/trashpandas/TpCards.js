.pragma library
// Trash Pandas card and token look: art names and band colours (points come from the rules).
var cardArt = ["tp-blammo", "tp-nanners", "tp-pie", "tp-feesh", "tp-yumyum", "tp-doggo", "tp-shiny", "tp-kitteh"]
var cardBand = ["#e2553a", "#e0b021", "#c97a3c", "#3a8fb5", "#d86a93", "#8a5a35", "#3f9fb6", "#e98a3b"]
var tokenArt = ["tp-token-trashcan", "tp-token-tree", "tp-token-cantree", "tp-token-paw", "tp-token-mask", "tp-token-recycle"]
