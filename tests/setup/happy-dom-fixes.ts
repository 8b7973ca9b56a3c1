/**
 * Unit tests only (loaded by tests/setup/dom.ts for every DOM test): two happy-dom gaps that make DOMPurify (≥ 3.4.8) misbehave where browsers do not, so
 * the sanitiser tests would judge happy-dom instead of our configuration. Each fix applies only
 * when the gap is present. It must run before the first sanitize (the DOMPurify instance is created
 * lazily and captures these functions then), which a setup file guarantees.
 *
 * 1. `Node.prototype.nodeName` answers '' for every element (capricorn86/happy-dom#2182); DOMPurify
 *    reads names through exactly that getter, so it drops allowed tags and keeps forbidden content.
 * 2. `NodeIterator` ignores removal of its reference node (it is a TreeWalker underneath), so once
 *    DOMPurify removes a node the iteration ends early and the rest is never sanitised.
 */

const NAMES_BY_TYPE: Record<number, string> = { 3: '#text', 4: '#cdata-section', 8: '#comment', 9: '#document', 11: '#document-fragment' };

const nodeNameGetter = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');

function subclassNodeName(node: Node): string {
  let proto = Object.getPrototypeOf(node) as object | null;
  while (proto && proto !== Node.prototype) {
    const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
    if (own?.get) return String(own.get.call(node));
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  return NAMES_BY_TYPE[node.nodeType] ?? '';
}

if (nodeNameGetter?.get && nodeNameGetter.get.call(document.createElement('p')) === '') {
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    enumerable: nodeNameGetter.enumerable ?? true,
    get(this: Node) {
      return subclassNodeName(this);
    },
  });
}

/**
 * The node after `node` in tree order, staying inside `root`. Children are followed only when they
 * name `node` as their parent: happy-dom shows a template's content as its children.
 */
function following(node: Node, root: Node): Node | null {
  if (node.firstChild?.parentNode === node) return node.firstChild;
  let current: Node | null = node;
  while (current && current !== root) {
    if (current.nextSibling) return current.nextSibling;
    current = current.parentNode;
  }
  return null;
}

/**
 * Enough of the DOM standard's NodeIterator for DOMPurify: when the node last returned has been
 * removed, iteration resumes after the last returned node that is still in the tree, which is
 * where the removed node (and the children hoisted out of it) sat.
 */
class RemovalSafeNodeIterator {
  private reference: Node;
  private lastAttached: Node;
  private started = false;

  constructor(
    readonly root: Node,
    readonly whatToShow: number,
  ) {
    this.reference = root;
    this.lastAttached = root;
  }

  private shows(node: Node): boolean {
    return (this.whatToShow & (1 << (node.nodeType - 1))) !== 0;
  }

  nextNode(): Node | null {
    if (!this.started) {
      this.started = true;
      if (this.shows(this.root)) return this.root;
    }
    if (this.root.contains(this.reference)) this.lastAttached = this.reference;
    let node = following(this.lastAttached, this.root);
    while (node && !this.shows(node)) node = following(node, this.root);
    if (node) this.reference = node;
    return node;
  }
}

function iteratorSurvivesRemoval(): boolean {
  const probe = document.createElement('div');
  probe.innerHTML = '<p></p><span></span>';
  const iterator = document.createNodeIterator(probe, NodeFilter.SHOW_ELEMENT);
  iterator.nextNode();
  iterator.nextNode()?.parentNode?.removeChild(probe.firstChild as Node);
  return iterator.nextNode()?.nodeName === 'SPAN';
}

if (!iteratorSurvivesRemoval()) {
  let owner = Object.getPrototypeOf(document) as Document | null;
  while (owner && !Object.prototype.hasOwnProperty.call(owner, 'createNodeIterator')) {
    owner = Object.getPrototypeOf(owner) as Document | null;
  }
  if (owner) {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its document as `this`
    const original = owner.createNodeIterator;
    owner.createNodeIterator = function createNodeIterator(this: Document, root: Node, whatToShow = 0xffffffff, filter: NodeFilter | null = null) {
      if (filter) return original.call(this, root, whatToShow, filter);
      return new RemovalSafeNodeIterator(root, whatToShow) as unknown as NodeIterator;
    };
  }
}

export {};
