import Testing
@testable import MurtiValidator

/// HPKE composed from the platform's X25519, HKDF-SHA256 and AES-GCM, checked value by value
/// against RFC 9180 Appendix A.1.1 (DHKEM(X25519, HKDF-SHA256), HKDF-SHA256, AES-128-GCM,
/// base mode). The envelope suite differs only in the AEAD key length (AES-256-GCM).
@Suite("HPKE (RFC 9180 A.1)")
struct HPKEVectorTests {
    static let info = "4f6465206f6e2061204772656369616e2055726e"
    static let ikmE = "7268600d403fce431561aef583ee1613527cff655c1343f29812e66706df3234"
    static let pkEm = "37fda3567bdbd628e88668c3c8d7e97d1d1253b6d4ea6d44c150f741f1bf4431"
    static let skEm = "52c4a758a802cd8b936eceea314432798d5baf2d7e9235dc084ab1b9cfa2f736"
    static let ikmR = "6db9df30aa07dd42ee5e8181afdb977e538f5e1fec8a06223f33f7013e525037"
    static let pkRm = "3948cfe0ad1ddb695d780e59077195da6c56506b027329794ab02bca80815c4d"
    static let skRm = "4612c550263fc8ad58375df3f557aac531d26850903e55a9f23f21d8534e8ac8"
    static let sharedSecret = "fe0e18c9f024ce43799ae393c7e8fe8fce9d218875e8227b0187c04e7d2ea1fc"
    static let keyScheduleContext = "00725611c9d98c07c03f60095cd32d400d8347d45ed67097bbad50fc56da742d07"
        + "cb6cffde367bb0565ba28bb02c90744a20f5ef37f30523526106f637abb05449"
    static let key = "4531685d41d65f03dc48f6b8302c05b0"
    static let baseNonce = "56d890e5accaaf011cff4b7d"
    static let exporterSecret = "45ff1c2e220db587171952c0592d5f5ebe103f1561a2614e38f2ffd47e99e3f8"
    // A.1.1.1, sequence number 0.
    static let plaintext = "4265617574792069732074727574682c20747275746820626561757479"
    static let aad = "436f756e742d30"
    static let ciphertext = "f938558b5d72f1a23810b4be2ab4f84331acc02fc97babc53a52ae8218a355a96d8770ac83d07bea87e13c512a"

    static let suite = HPKE(aead: .aes128GCM)

    @Test("DeriveKeyPair gives the RFC's sender and recipient key pairs")
    func deriveKeyPair() throws {
        let sender = try HPKE.deriveKeyPair(inputKeyMaterial: Hex.bytes(Self.ikmE))
        #expect(Hex.string(sender.privateKey) == Self.skEm)
        #expect(Hex.string(sender.publicKey) == Self.pkEm)
        let recipient = try HPKE.deriveKeyPair(inputKeyMaterial: Hex.bytes(Self.ikmR))
        #expect(Hex.string(recipient.privateKey) == Self.skRm)
        #expect(Hex.string(recipient.publicKey) == Self.pkRm)
    }

    @Test("Encap and Decap give the RFC's enc and shared_secret")
    func kem() throws {
        let (secret, enc) = try HPKE.encapsulate(
            recipientPublicKey: Hex.bytes(Self.pkRm), ephemeralPrivateKey: Hex.bytes(Self.skEm))
        #expect(Hex.string(enc) == Self.pkEm)
        #expect(Hex.string(secret) == Self.sharedSecret)
        let opened = try HPKE.decapsulate(encapsulatedKey: enc, recipientPrivateKey: Hex.bytes(Self.skRm))
        #expect(Hex.string(opened) == Self.sharedSecret)
    }

    @Test("the key schedule gives the RFC's context, key, base_nonce and exporter_secret")
    func keySchedule() throws {
        let context = try Self.suite.keySchedule(sharedSecret: Hex.bytes(Self.sharedSecret), info: Hex.bytes(Self.info))
        #expect(Hex.string(context.keyScheduleContext) == Self.keyScheduleContext)
        #expect(Hex.string(context.key) == Self.key)
        #expect(Hex.string(context.baseNonce) == Self.baseNonce)
        #expect(Hex.string(context.exporterSecret) == Self.exporterSecret)
    }

    @Test("SealBase and OpenBase give and take the RFC's first ciphertext")
    func sealAndOpen() throws {
        let sealed = try Self.suite.seal(
            Hex.bytes(Self.plaintext), recipientPublicKey: Hex.bytes(Self.pkRm),
            ephemeralPrivateKey: Hex.bytes(Self.skEm), info: Hex.bytes(Self.info), associatedData: Hex.bytes(Self.aad))
        #expect(Hex.string(sealed.encapsulatedKey) == Self.pkEm)
        #expect(Hex.string(sealed.ciphertext) == Self.ciphertext)
        let opened = Self.suite.open(
            Hex.bytes(Self.ciphertext), encapsulatedKey: Hex.bytes(Self.pkEm), recipientPrivateKey: Hex.bytes(Self.skRm),
            info: Hex.bytes(Self.info), associatedData: Hex.bytes(Self.aad))
        #expect(opened.map(Hex.string) == Self.plaintext)
    }

    @Test("OpenBase refuses altered ciphertext, other aad, other info, another recipient, a short enc")
    func openRefusals() throws {
        let ciphertext = Hex.bytes(Self.ciphertext), enc = Hex.bytes(Self.pkEm), skR = Hex.bytes(Self.skRm)
        let info = Hex.bytes(Self.info), aad = Hex.bytes(Self.aad)
        var altered = ciphertext
        altered[0] ^= 0x01
        #expect(Self.suite.open(altered, encapsulatedKey: enc, recipientPrivateKey: skR, info: info, associatedData: aad) == nil)
        #expect(Self.suite.open(ciphertext, encapsulatedKey: enc, recipientPrivateKey: skR, info: info, associatedData: []) == nil)
        #expect(Self.suite.open(ciphertext, encapsulatedKey: enc, recipientPrivateKey: skR, info: [], associatedData: aad) == nil)
        #expect(Self.suite.open(ciphertext, encapsulatedKey: enc, recipientPrivateKey: Hex.bytes(Self.skEm), info: info,
                                associatedData: aad) == nil)
        #expect(Self.suite.open(ciphertext, encapsulatedKey: Array(enc.dropLast()), recipientPrivateKey: skR, info: info,
                                associatedData: aad) == nil)
        #expect(Self.suite.open(Array(ciphertext.prefix(15)), encapsulatedKey: enc, recipientPrivateKey: skR, info: info,
                                associatedData: aad) == nil)
    }

    @Test("the envelope suite (AES-256-GCM) round-trips and has suite_id HPKE 0020 0001 0002")
    func envelopeSuite() throws {
        #expect(Hex.string(HPKE.envelope.suite) == "48504b45" + "0020" + "0001" + "0002")
        let context = try HPKE.envelope.keySchedule(sharedSecret: Hex.bytes(Self.sharedSecret), info: Hex.bytes(Self.info))
        #expect(context.key.count == 32)
        let message = Array("{\"schemaVersion\":\"1.0\"}".utf8)
        let sealed = try HPKE.envelope.seal(
            message, recipientPublicKey: Hex.bytes(Self.pkRm), ephemeralPrivateKey: Hex.bytes(Self.skEm), info: [],
            associatedData: [])
        #expect(sealed.ciphertext.count == message.count + 16)
        #expect(HPKE.envelope.open(sealed.ciphertext, encapsulatedKey: sealed.encapsulatedKey,
                                   recipientPrivateKey: Hex.bytes(Self.skRm), info: [], associatedData: []) == message)
        // The AES-128 suite derives another key from the same secret, so it cannot open it.
        #expect(Self.suite.open(sealed.ciphertext, encapsulatedKey: sealed.encapsulatedKey,
                                recipientPrivateKey: Hex.bytes(Self.skRm), info: [], associatedData: []) == nil)
    }

    @Test("X25519 refuses a small-order peer key (all-zero shared secret, RFC 7748 §6.1)")
    func smallOrderPeer() {
        let zero = [UInt8](repeating: 0, count: 32)
        #expect(throws: CryptoError.self) {
            try X25519.sharedSecret(privateKey: Hex.bytes(Self.skRm), peerPublicKey: zero)
        }
    }
}
