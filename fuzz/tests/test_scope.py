"""A client's declared scope in the fuzzer (murti_fuzz.scope, docs/DECISIONS.md 74): findings
outside its layers, capabilities or contracts are counted apart, never new."""

import unittest

from fuzz.murti_fuzz.compare import KnownFindings, classify

ENVELOPE = b'{"schemaVersion":"1.0","alg":"ed25519","payload":"e30=","signature":"AA=="}'
PAYLOAD = b'{"schemaVersion":"1.0","screen":{"key":"ghost","root":{"type":"vstack"}}}'


class Side:
    def __init__(self, label: str, role: str | None = None, **info: object) -> None:
        self.label = label
        self.role = role
        self.schema_only = False
        self.info = info


def reject(layer: int, rule: str) -> tuple[str, dict[str, object]]:
    return ("answer", {"outcome": "reject", "layer": layer, "rule": rule, "path": ""})


ACCEPT = ("answer", {"outcome": "accept"})
PLACEHOLDER = ("answer", {"outcome": "accept", "placeholders": ["/screen/root"]})


class ScopeTests(unittest.TestCase):
    reference = Side("reference-client", role="reference", layers=[1, 2, 3, 4],
                     capabilities=["envelope", "manifest"])
    client = Side("client", layers=[1, 2], capabilities=[])
    none_known = KnownFindings([])

    def findings(self, reference: tuple, client: tuple, document: bytes = PAYLOAD) -> list:
        results = {"reference-client": reference, "client": client}
        return classify(results, [self.reference, self.client], self.none_known, document)

    def test_an_undeclared_layer_accepted_is_outside(self) -> None:
        [finding] = self.findings(reject(3, "semantic.screen"), ACCEPT)
        self.assertEqual(finding.outside, "client: layer 3 not declared")
        [finding] = self.findings(PLACEHOLDER, ACCEPT)
        self.assertEqual(finding.outside, "client: layer 4 not declared")

    def test_a_rejection_where_the_reference_expects_another_layer_stays_in_scope(self) -> None:
        [finding] = self.findings(reject(3, "semantic.screen"), reject(2, "pattern"))
        self.assertIsNone(finding.outside)
        [finding] = self.findings(PLACEHOLDER, reject(2, "pattern"))
        self.assertIsNone(finding.outside)
        [finding] = self.findings(reject(2, "bounds.depth"), ACCEPT)
        self.assertIsNone(finding.outside)

    def test_a_crash_is_in_scope_unless_the_document_is_not_for_the_client(self) -> None:
        crash = ("crash", {"error": "exited"})
        [finding] = self.findings(reject(3, "semantic.screen"), crash)
        self.assertIsNone(finding.outside)
        [finding] = self.findings(ACCEPT, crash, ENVELOPE)
        self.assertEqual(finding.outside, "client: capability envelope not declared")

    def test_an_envelope_without_the_capability_is_outside(self) -> None:
        [finding] = self.findings(reject(2, "envelope.signature"), ACCEPT, ENVELOPE)
        self.assertEqual(finding.outside, "client: capability envelope not declared")
        self.assertTrue(self.findings(reject(2, "envelope.signature"), ACCEPT, ENVELOPE[:30]))

    def test_an_implementation_of_another_contract_is_outside(self) -> None:
        flow = Side("flow", layers=[], contracts=["flow-ui"])
        results = {"reference-client": ACCEPT, "flow": reject(1, "decode.syntax")}
        [finding] = classify(results, [self.reference, flow], self.none_known, PAYLOAD)
        self.assertEqual(finding.outside, "flow: contract murti not declared")


if __name__ == "__main__":
    unittest.main()
