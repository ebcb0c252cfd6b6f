.pragma library
// Where tokens stand in a box (a space on the track, a lap row of the lap
// tracker): `count` equal squares side by side, in as many rows as make them
// biggest, never bigger than maxSize, `gap` apart; of equal sizes the one
// with more side by side. Returns {size, columns}.
function gridFit(count, width, height, maxSize, gap) {
    const n = Math.max(1, count)
    let best = { size: 0, columns: 1 }
    for (let columns = 1; columns <= n; ++columns) {
        const rows = Math.ceil(n / columns)
        const size = Math.min(maxSize, (width - (columns - 1) * gap) / columns, (height - (rows - 1) * gap) / rows)
        if (size > best.size - 0.01)
            best = { size: size, columns: columns }
    }
    best.size = Math.max(4, Math.floor(best.size))
    return best
}
