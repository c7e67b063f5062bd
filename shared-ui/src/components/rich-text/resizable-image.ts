import Image from '@tiptap/extension-image';

export const IMAGE_SIZES = ['100%', '50%', '25%'] as const;
export const IMAGE_FLOATS = ['left', 'none', 'right'] as const;

/** An image that remembers a relative width and a float, written as data attributes plus a safe style. */
export const ResizableImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      size: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-size'),
        renderHTML: (attributes) => (attributes.size ? { 'data-size': attributes.size, style: `width: ${attributes.size}` } : {}),
      },
      float: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-float'),
        renderHTML: (attributes) => (attributes.float ? { 'data-float': attributes.float, style: `float: ${attributes.float}` } : {}),
      },
    };
  },
});
