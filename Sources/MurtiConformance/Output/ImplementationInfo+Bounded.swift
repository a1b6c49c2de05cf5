import MurtiProtocol

extension ImplementationInfo {
    /// The `start` answer's description as a report keeps it (docs/SECURITY.md "Bounded by
    /// design"): `name`, `version`, `language` and `homepage` within ``Bounds/stringBytes``
    /// each, at most ``Bounds/capabilityItems`` capabilities, and whether anything was cut.
    /// Layers are integers 1–4 and contracts known names, checked at `start`.
    func bounded() -> (info: ImplementationInfo, cut: Bool) {
        var info = self
        var wasCut = false
        func capped(_ text: String) -> String {
            let (kept, cut) = Bounds.cut(text)
            wasCut = wasCut || cut
            return kept
        }
        info.name = capped(name)
        info.version = capped(version)
        info.language = capped(language)
        info.homepage = homepage.map(capped)
        let (capabilities, cut) = Bounds.cut(capabilities, count: Bounds.capabilityItems)
        info.capabilities = capabilities
        info.layers = Array(layers.prefix(Bounds.capabilityItems))
        return (info, wasCut || cut || layers.count > Bounds.capabilityItems)
    }
}
