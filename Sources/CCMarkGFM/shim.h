#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
// Footnote labels are only reachable through the node struct: the public API
// returns the ordinal for a reference and nothing for a definition.
#include <cmark-gfm/node.h>

/// The label a footnote definition was written with (`[^label]:`), or NULL.
static inline const unsigned char *stylebook_footnote_definition_label(cmark_node *node, int *length) {
  if (node == NULL || node->type != CMARK_NODE_FOOTNOTE_DEFINITION) return NULL;
  *length = node->as.literal.len;
  return node->as.literal.data;
}

/// The definition a footnote reference points to, or NULL.
static inline cmark_node *stylebook_footnote_reference_definition(cmark_node *node) {
  if (node == NULL || node->type != CMARK_NODE_FOOTNOTE_REFERENCE) return NULL;
  return node->parent_footnote_def;
}
