/// A 128-bit Bloom filter (two bits a key) of the element names, ids and classes of an
/// element and its ancestors, as browsers keep one while matching (WebKit's
/// `SelectorFilter`, Servo's `StyleBloom`): every compound left of a selector's rightmost
/// one must match an ancestor, so a selector whose left-hand names, ids or classes are not
/// all in the filter of the element's parent cannot match, and is rejected without walking
/// up the ancestors. A filter only ever says "maybe": a hit still goes through full matching.
///
/// Publishers' stylesheets are mostly `.some-class p` rules, which every paragraph of the
/// book would otherwise try against each of its ancestors.
struct AncestorFilter: Equatable, Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init() {}

    /// What an element brings: its lower-cased name, its id and its classes.
    init(name: String?, id: String?, classes: [String]) {
        if let name { insert(name, kind: 1) }
        if let id { insert(id, kind: 2) }
        for name in classes { insert(name, kind: 3) }
    }

    /// Whether every key of `keys` may be in this filter.
    func mayContain(_ keys: AncestorFilter) -> Bool {
        low & keys.low == keys.low && high & keys.high == keys.high
    }

    /// Both filters' keys.
    func union(_ other: AncestorFilter) -> AncestorFilter {
        var result = self
        result.low |= other.low
        result.high |= other.high
        return result
    }

    /// FNV-1a over the UTF-8 bytes, seeded by the kind of key so that class `p` and
    /// element `p` are different keys, then finalized; deterministic, so a test sees the
    /// same filter in every run.
    private mutating func insert(_ key: String, kind: UInt8) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        hash = (hash ^ UInt64(kind)) &* 0x100_0000_01b3
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        // FNV-1a mixes short keys poorly (`p` and `x` differ in a few bits); MurmurHash3's
        // 64-bit finalizer spreads every input bit over the whole hash.
        hash ^= hash >> 33
        hash &*= 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        hash &*= 0xc4ce_b9fe_1a85_ec53
        hash ^= hash >> 33
        // Two bits a key: with the dozen keys of a usual ancestor chain, a missing key
        // passes for present about one time in a hundred.
        set(bit: hash & 127)
        set(bit: (hash >> 7) & 127)
    }

    private mutating func set(bit: UInt64) {
        if bit < 64 { low |= 1 << bit } else { high |= 1 << (bit - 64) }
    }
}
