import type { LlmSettings } from '../config.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * Any OpenAI-compatible chat-completions endpoint, by plain fetch. Throws on a timeout, a non-2xx
 * answer or a reply without text; callers fall back to what they can do without a model.
 */
export class ChatModel {
  constructor(private readonly settings: LlmSettings) {}

  async complete(messages: ChatMessage[]): Promise<string> {
    const response = await fetch(`${this.settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: this.settings.model, messages, temperature: 0 }),
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
    if (!response.ok) throw new Error(`model answered ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw new Error('model gave no text');
    return content;
  }
}
